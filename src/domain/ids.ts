/** Any 8-4-4-4-12 hex string: the service's ids need not carry RFC 4122 version nibbles. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UUID_MESSAGE = 'Must be a UUID such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value.trim());
}
