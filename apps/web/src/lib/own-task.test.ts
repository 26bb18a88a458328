import { describe, expect, it } from 'vitest';
import { inItsOwnTask } from './own-task';

describe('inItsOwnTask', () => {
  it('runs the work in a later task and resolves in a task after it', async () => {
    const order: string[] = [];
    const done = inItsOwnTask(() => order.push('work')).then(() => order.push('after'));
    // a task queued now runs after the work's task and before the one that resolves
    setTimeout(() => order.push('between'), 0);
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'work', 'between', 'after']);
  });
});
