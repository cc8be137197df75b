import { describe, expect, it } from 'vitest';
import type { StaffTaskReadPorts } from '../../../../../../../functions/contexts/work/tasks/ports';
import { listDisputes, taskForStaff } from '../../../../../../../functions/contexts/work/tasks/use-cases/staff-task-queries';
import { aPhoto } from '../../../../../../support/fakes/photos';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');

describe("the back office's task queries", () => {
  it('pages disputes with a cursor bound to the appealed filter it was made for', async () => {
    const asked: { appealed?: boolean; after?: string }[] = [];
    const deps: Pick<StaffTaskReadPorts, 'pageDisputes'> = {
      pageDisputes: async ({ appealed, after }) => {
        asked.push({ appealed, after });
        return after
          ? { tasks: [aTask({ task_id: 'tsk_2', status: 'DISPUTED' })] }
          : { tasks: [aTask({ status: 'DISPUTED' })], last: '2026-11-26T10:00:00.000Z#tsk_1' };
      },
    };
    const first = await listDisputes(deps, { limit: 1, appealed: true });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listDisputes(deps, { limit: 1, appealed: true, cursor: first.nextCursor! });
    expect(second).toEqual({ tasks: [expect.objectContaining({ task_id: 'tsk_2' })], nextCursor: null });
    expect(asked).toEqual([{ appealed: true }, { appealed: true, after: '2026-11-26T10:00:00.000Z#tsk_1' }]);
    // The same cursor for the unappealed list, or for all disputes, would skip what that list holds.
    await expect(listDisputes(deps, { limit: 1, appealed: false, cursor: first.nextCursor! })).rejects.toThrow('Invalid cursor');
    await expect(listDisputes(deps, { limit: 1, cursor: first.nextCursor! })).rejects.toThrow('Invalid cursor');
  });

  it("shows staff the proof's original photos in submission order, signed for download", async () => {
    const task = aTask({ status: 'DISPUTED', proof: { photos: ['ph_2', 'ph_1'], notes: '', submittedAt: now.toISOString() } });
    const photos = [aPhoto(task.task_id, 'ph_1', { evidence_key: 'photos/tsk_1/evidence/ph_1.aa' }), aPhoto(task.task_id, 'ph_2')];
    const deps: Pick<StaffTaskReadPorts, 'getTask' | 'getTaskPhotos' | 'presignDownload'> = {
      getTask: async (taskId) => (taskId === task.task_id ? task : undefined),
      getTaskPhotos: async (_, ids) => ids.flatMap((id) => photos.filter((photo) => photo.photo_id === id)),
      presignDownload: async (key) => `https://signed.test/${key}`,
    };
    const { originals } = await taskForStaff(deps, task.task_id);
    expect(originals.map((photo) => photo.url)).toEqual([
      'https://signed.test/photos/tsk_1/ph_2',
      'https://signed.test/photos/tsk_1/evidence/ph_1.aa',
    ]);
    await expect(taskForStaff(deps, 'tsk_other')).rejects.toThrow('Task not found');
  });
});
