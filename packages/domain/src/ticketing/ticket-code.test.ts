import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTicketCode,
  ticketCodeAlphabet,
  ticketCodeBytes,
  ticketCodeCandidates,
  ticketCodeOf,
  ticketCodeSymbols,
} from './ticket-code';

const random = fc.uint8Array({ minLength: ticketCodeBytes, maxLength: ticketCodeBytes });

describe('ticket codes people can read out and type (issue 33)', () => {
  it('are 28 symbols of an alphabet without I, L, O or U, carrying at least 128 random bits', () => {
    expect(ticketCodeAlphabet).toHaveLength(32);
    expect(ticketCodeAlphabet).not.toMatch(/[ILOU]/);
    expect(ticketCodeSymbols * Math.log2(ticketCodeAlphabet.length)).toBeGreaterThanOrEqual(128);
    fc.assert(
      fc.property(random, (bytes) => {
        expect(ticketCodeOf(bytes)).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
      }),
    );
  });

  it('use every bit: codes of bytes that differ differ', () => {
    expect(ticketCodeOf(new Uint8Array(ticketCodeBytes))).toBe('0'.repeat(28));
    expect(ticketCodeOf(new Uint8Array(ticketCodeBytes).fill(255))).toBe('Z'.repeat(28));
    const last = new Uint8Array(ticketCodeBytes);
    last[17] = 0b0001_0000; // the 140th bit
    expect(ticketCodeOf(last)).toBe(`${'0'.repeat(27)}1`);
  });

  it('show in seven groups of four; a code from before as it is', () => {
    expect(formatTicketCode('7K3M9QXD2HVTWB8NF4RJ6PCAY0EG')).toBe('7K3M-9QXD-2HVT-WB8N-F4RJ-6PCA-Y0EG');
    expect(formatTicketCode('0O2xj45xbxewZzYnpVyz4A')).toBe('0O2xj45xbxewZzYnpVyz4A');
  });

  it('are found however they are typed: case, hyphens, spaces, O for 0, I or L for 1', () => {
    const code = '7K3M9QXD2HVTWB8NF410R16PCAY0';
    for (const typed of [
      code,
      formatTicketCode(code),
      ' 7k3m 9qxd 2hvt wb8n f41o r16p cay0 ',
      '7k3m-9qxd-2hvt-wb8n-f4lo-rI6p-cayo',
    ])
      expect(ticketCodeCandidates(typed)[0]).toBe(code);
    fc.assert(
      fc.property(random, (bytes) => {
        const fresh = ticketCodeOf(bytes);
        expect(ticketCodeCandidates(formatTicketCode(fresh).toLowerCase())).toContain(fresh);
      }),
    );
  });

  it('leave a code from before as typed, case and all', () => {
    expect(ticketCodeCandidates(' 0O2xj45xbxewZzYnpVyz4A ')).toEqual(['0O2xj45xbxewZzYnpVyz4A']);
    expect(ticketCodeCandidates('k3Jx0Qm5bWq9T1sV2uYz8A')).toEqual(['k3Jx0Qm5bWq9T1sV2uYz8A']);
  });
});
