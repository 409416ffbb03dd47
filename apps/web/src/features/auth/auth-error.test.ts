import { describe, expect, it } from 'vitest';
import { callbackErrorMessage, toAuthErrorView } from './auth-error';

describe('toAuthErrorView', () => {
  it("shows the server's message", () => {
    expect(
      toAuthErrorView({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
        status: 401,
      }),
    ).toEqual({
      message: 'Invalid email or password',
      reasons: [],
    });
  });

  it('lists the reasons of a weak password', () => {
    const error = {
      code: 'weak_password',
      message: 'Password is too weak',
      reasons: ['at least 12 characters', 'a digit', 3],
    };
    expect(toAuthErrorView(error)).toEqual({
      message: 'Password is too weak',
      reasons: ['at least 12 characters', 'a digit'],
    });
  });

  it('ignores reasons on other errors', () => {
    expect(toAuthErrorView({ code: 'other', message: 'No', reasons: ['x'] }).reasons).toEqual([]);
  });

  it('falls back to the status text, then to a generic message', () => {
    expect(toAuthErrorView({ status: 429, statusText: 'Too Many Requests' }).message).toBe(
      'Too Many Requests',
    );
    expect(toAuthErrorView({ status: 500 }).message).toBe('Sign-in failed. Please try again.');
    expect(toAuthErrorView(undefined).message).toBe('Sign-in failed. Please try again.');
  });
});

describe('callbackErrorMessage', () => {
  it('prefers the description', () => {
    expect(
      callbackErrorMessage(
        new URLSearchParams('error=access_denied&error_description=User+cancelled'),
      ),
    ).toBe('User cancelled');
  });

  it('turns an error code into words', () => {
    expect(callbackErrorMessage(new URLSearchParams('error=please_restart_the_process'))).toBe(
      'Please restart the process',
    );
  });

  it('is null without an error', () => {
    expect(callbackErrorMessage(new URLSearchParams('next=/'))).toBeNull();
  });
});
