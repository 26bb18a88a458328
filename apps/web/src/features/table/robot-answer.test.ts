import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { robotFailureText } from './robot-answer';

const fallback = 'Something went wrong!';

describe('robotFailureText', () => {
  it("shows the server's words when the robot service is unavailable", () => {
    const error = new ApiError(503, 'The robot service is unavailable.', {}, 'robot_unavailable');
    expect(robotFailureText(error, fallback)).toBe('The robot service is unavailable.');
  });
  it('shows how long the table waits after a call', () => {
    const error = new ApiError(429, 'You can call again in 42 seconds.', {}, 'table_call_wait');
    expect(robotFailureText(error, fallback)).toBe('You can call again in 42 seconds.');
  });
  it('reads other refusals as any failure, and falls back without words', () => {
    expect(robotFailureText(new ApiError(403, 'Please scan the QR code first.'), fallback)).toBe(
      'Please scan the QR code first.',
    );
    expect(robotFailureText(new ApiError(503, ''), fallback)).toBe(fallback);
    expect(robotFailureText(new ApiError(500, 'boom'), fallback)).toBe(fallback);
    expect(robotFailureText(new TypeError('offline'), fallback)).toBe(fallback);
  });
});
