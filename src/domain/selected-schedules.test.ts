import { describe, expect, it } from 'vitest';
import { limitToSelection } from './selected-schedules';

const A = { uuid: '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10', title: 'A' };
const B = { uuid: '1a2b3c4d-0000-4000-8000-000000000002', title: 'B' };
const C = { uuid: '1a2b3c4d-0000-4000-8000-000000000003', title: 'C' };
const DELETED = '9f9f9f9f-0000-4000-8000-000000000009';

describe('limitToSelection', () => {
  it('keeps the selected schedules in the list order, whatever the selection order', () => {
    expect(limitToSelection([A, B, C], [C.uuid, A.uuid])).toEqual({ schedules: [A, C], gone: [] });
  });

  it('compares uuids without case', () => {
    expect(limitToSelection([A, B], [B.uuid.toUpperCase()]).schedules).toEqual([B]);
  });

  it('says which selected schedules are no longer listed, each once', () => {
    expect(limitToSelection([A, B], [DELETED, A.uuid, DELETED.toUpperCase()])).toEqual({
      schedules: [A],
      gone: [DELETED],
    });
  });

  it('finds nothing in an empty selection', () => {
    expect(limitToSelection([A, B], [])).toEqual({ schedules: [], gone: [] });
  });
});
