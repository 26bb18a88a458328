import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldMessages } from './services';

describe('fieldMessages', () => {
  it('takes the first message of each field of a 422', () => {
    const error = new ApiError(422, 'The name field is required.', {
      name: ['The name field is required.', 'second'],
      email: ['The email must be a valid email address.'],
    });
    expect(fieldMessages(error)).toEqual({
      name: 'The name field is required.',
      email: 'The email must be a valid email address.',
    });
  });
  it('has nothing for other failures', () => {
    expect(fieldMessages(new ApiError(404, 'The table does not exist.'))).toEqual({});
    expect(fieldMessages(new Error('offline'))).toEqual({});
    expect(fieldMessages(undefined)).toEqual({});
  });
});
