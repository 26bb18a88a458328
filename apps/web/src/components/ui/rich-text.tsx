/**
 * Descriptions are sanitised by the server when they are stored (allow-listed tags, no
 * scripts, handlers or styles), so the markup can be shown as HTML (SPEC §2: HTML when it
 * contains markup).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!/<[a-z][\s\S]*>/i.test(html)) return <p className={className}>{html}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by the server (packages/db rich-text)
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
