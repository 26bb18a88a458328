import escapeHtml from 'escape-html';

const markupOf = Symbol('markup');

/**
 * Markup made only by the `html` tag below (the symbol that marks it is not exported). Every
 * value interpolated into the tag is escaped unless it is itself SafeHtml: there is no other way
 * in, so guest-supplied text (names, comments, addresses) never becomes markup in an e-mail.
 */
export interface SafeHtml {
  readonly [markupOf]: string;
  toString(): string;
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const isSafeHtml = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && markupOf in value;

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (isSafeHtml(value)) return value[markupOf];
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${text}</p>\``: the literal parts are markup, every interpolated value is text. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const markup = strings.reduce((done, literal, index) => done + render(values[index - 1]) + literal);
  return { [markupOf]: markup, toString: () => markup };
}
