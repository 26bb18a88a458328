/**
 * The markup a menu, page or announcement text may keep (decision 003): the server's sanitiser
 * (@tavola/db/rich-text) cleans every write to it, and the back office's preview shows a text
 * cleaned the same way, so what the manager sees is what the guest gets.
 */
export const richTextMarkup = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span'],
  attributes: ['href'],
  /** links to web pages, e-mail, telephone and the storefront's own paths only */
  urls: /^(?:https?:|mailto:|tel:|\/)/i,
} as const;
