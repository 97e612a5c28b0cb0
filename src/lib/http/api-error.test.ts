import { describe, expect, it } from 'vitest';
import { ADVICE, DEFAULT_MESSAGES, withAdvice } from './api-error';

describe('withAdvice: a message and what to do, as one text', () => {
  it('puts a full stop between a message that lacks one and the advice', () => {
    expect(
      withAdvice('Not authorized: the viewer account can only read schedules', ADVICE.forbidden),
    ).toBe(
      'Not authorized: the viewer account can only read schedules. Ask an administrator of this site for access, or sign in with another account.',
    );
  });

  it('adds no second full stop to a message that already ends a sentence', () => {
    expect(withAdvice('The service is down for maintenance.', ADVICE.unavailable)).toBe(
      'The service is down for maintenance. Try again in a moment.',
    );
    expect(withAdvice('Are the details right?', { then: 'Check them.' })).toBe(
      'Are the details right? Check them.',
    );
    expect(withAdvice('It said “no.”', { then: 'Ask again.' })).toBe('It said “no.” Ask again.');
  });

  it('gives no second retry advice when the message already says when to try again', () => {
    expect(
      withAdvice('An unexpected error occurred. Please retry in a few minutes.', ADVICE.server),
    ).toBe(
      'An unexpected error occurred. Please retry in a few minutes. If it keeps happening, contact support.',
    );
    expect(
      withAdvice(
        'The connection to the service broke off. Check your connection and try again.',
        ADVICE.network,
      ),
    ).toBe('The connection to the service broke off. Check your connection and try again.');
  });

  it('says the retry advice when the message does not', () => {
    expect(withAdvice('Internal error', ADVICE.server)).toBe(
      'Internal error. Try again in a few minutes. If it keeps happening, contact support.',
    );
  });

  it('is the message alone, as a sentence, when there is no advice', () => {
    expect(withAdvice('Site not found', undefined)).toBe('Site not found.');
  });

  it('is the advice alone when there is no message', () => {
    expect(withAdvice('  ', ADVICE.network)).toBe('Check your connection, then try again.');
  });

  it('reads as sentences, without repeated advice, for every default message', () => {
    for (const [kind, message] of Object.entries(DEFAULT_MESSAGES)) {
      const text = withAdvice(message, ADVICE[kind as keyof typeof DEFAULT_MESSAGES]);
      expect(text, kind).toMatch(/[.?!]$/);
      expect(text.match(/try again|retry/gi)?.length ?? 0, kind).toBeLessThanOrEqual(1);
    }
  });
});
