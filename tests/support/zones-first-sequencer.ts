import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the **zones** project's files queued first. Vitest queues projects by
 * name, so zones came last, and the suite's longest file (the calendar export's proof, in zones)
 * started when the other worker had nothing left: it ran alone at the end of the stage. First,
 * it runs beside the other files.
 */
export class ZonesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const inZones = (file: TestSpecification) => file.project.name === 'zones';
    return [...sorted.filter(inZones), ...sorted.filter((file) => !inZones(file))];
  }
}
