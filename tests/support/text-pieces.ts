/**
 * `text` in pieces of at most `size` characters, as a body is decoded, in an array whose `join`
 * throws: a test that the pieces are never made one text again.
 */
export function unjoinablePieces(text: string, size: number): readonly string[] {
  class Unjoinable extends Array<string> {
    override join(): string {
      throw new Error('the pieces of a large body were joined into one text');
    }
  }
  return Unjoinable.from(text.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? []);
}
