import { describe, expect, it, vi } from 'vitest';
import { createCapacityPrompt } from './capacity-prompt';

describe('createCapacityPrompt', () => {
  it('asks on the menu once per page load: closed, it lets the guest browse', () => {
    const prompt = createCapacityPrompt();
    prompt.askOnce();
    expect(prompt.current().open).toBe(true);
    prompt.close();
    prompt.askOnce();
    expect(prompt.current().open).toBe(false);
  });
  it('opens for the checkout whenever asked, and goes on with the order once saved', () => {
    const prompt = createCapacityPrompt();
    const order = vi.fn();
    prompt.open(order);
    expect(prompt.current().open).toBe(true);
    prompt.saved();
    expect(prompt.current().open).toBe(false);
    expect(order).toHaveBeenCalledOnce();
  });
  it('does not go on with the order when the guest closes the modal', () => {
    const prompt = createCapacityPrompt();
    const order = vi.fn();
    prompt.open(order);
    prompt.close();
    prompt.open();
    prompt.saved();
    expect(order).not.toHaveBeenCalled();
  });
  it('tells its listeners', () => {
    const prompt = createCapacityPrompt();
    const listener = vi.fn();
    const stop = prompt.subscribe(listener);
    prompt.askOnce();
    prompt.close();
    stop();
    prompt.open();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
