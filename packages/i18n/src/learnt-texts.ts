/**
 * Issue 21 (decision 062): texts a server render formatted, for the browser to take as its own
 * before it hydrates that render, so hydrating builds no Intl object (the first of a page costs a
 * phone a long task). A server render records what it formats (`record`); the browser `learn`s
 * it; `text` answers a learnt key without formatting, anything else by formatting it. Each entry
 * is an input with its output, so a key not learnt costs time, never a wrong text.
 */
export function learntTexts() {
  const learnt = new Map<string, string>();
  let recorder: ((key: string, text: string) => void) | undefined;
  return {
    /** whether keys need building at all: neither recording nor anything learnt */
    get idle() {
      return !recorder && learnt.size === 0;
    },
    text(key: string, format: () => string): string {
      const text = learnt.get(key) ?? format();
      recorder?.(key, text);
      return text;
    },
    /** `record` sees every key and text from now on, until the returned function stops it */
    record(record: (key: string, text: string) => void): () => void {
      recorder = record;
      return () => {
        if (recorder === record) recorder = undefined;
      };
    },
    learn(texts: Record<string, string>): void {
      for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') learnt.set(key, text);
    },
  };
}
