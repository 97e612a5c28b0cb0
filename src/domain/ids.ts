/**
 * Identifiers. Any 8-4-4-4-12 hex string counts as a UUID: the real service's identifiers are
 * not guaranteed to carry RFC 4122 version and variant nibbles, so a stricter check would
 * reject real sites.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UUID_MESSAGE = 'Must be a UUID such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value.trim());
}
