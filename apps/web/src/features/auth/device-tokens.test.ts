import { describe, expect, it } from 'vitest';
import { memoryLocalStorageEachTest } from '../../lib/testing/memory-storage';
import { DEVICE_TOKENS_STORAGE_KEY, getDeviceToken, storeDeviceToken } from './device-tokens';

memoryLocalStorageEachTest();

describe('device tokens', () => {
  it('keeps one token per account e-mail, whatever its case or spaces', () => {
    storeDeviceToken('Admin@College.example.edu ', 'token-admin');
    storeDeviceToken('student@college.example.edu', 'token-student');
    expect(getDeviceToken(' admin@college.example.edu')).toBe('token-admin');
    expect(getDeviceToken('student@college.example.edu')).toBe('token-student');
    expect(getDeviceToken('someone.else@college.example.edu')).toBeUndefined();
    storeDeviceToken('admin@college.example.edu', 'token-admin-2');
    expect(getDeviceToken('admin@college.example.edu')).toBe('token-admin-2');
    expect(getDeviceToken('student@college.example.edu')).toBe('token-student');
  });

  it('reads a damaged store as empty and writes over it', () => {
    localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, 'not json');
    expect(getDeviceToken('a@college.example.edu')).toBeUndefined();
    storeDeviceToken('a@college.example.edu', 'token-a');
    expect(getDeviceToken('a@college.example.edu')).toBe('token-a');
    localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify({ 'b@college.example.edu': 42 }));
    expect(getDeviceToken('b@college.example.edu')).toBeUndefined();
  });
});
