import { describe, expect, it } from 'vitest';
import { checkJoinProperties, checkPreAuth } from './pre-auth-check';

describe('preAuth and join', () => {
  it('preAuth needs a url', () => {
    expect(checkPreAuth({})).toBe('preAuth() requires at least a url to be provided');
    expect(checkPreAuth({ url: '' })).toBe('preAuth() requires at least a url to be provided');
    expect(checkPreAuth({ url: 'wss://host/call/1' })).toBeNull();
  });

  it('join must use the url and token given to preAuth', () => {
    const preAuth = { url: 'wss://host/call/1', token: 't1' };
    expect(checkJoinProperties({}, preAuth)).toBeNull();
    expect(checkJoinProperties({ url: 'wss://host/call/1', token: 't1' }, preAuth)).toBeNull();
    expect(checkJoinProperties({ url: 'wss://host/call/2' }, preAuth)).toBe(
      'url in join() is different than the one used in preAuth()',
    );
    expect(checkJoinProperties({ token: 't2' }, preAuth)).toBe(
      'token in join() is different than the one used in preAuth()',
    );
  });

  it('without preAuth, join needs a url from itself or the constructor', () => {
    expect(checkJoinProperties({}, null)).toBe("can't load iframe meeting because url property isn't set");
    expect(checkJoinProperties({ url: 'wss://host/call/1' }, null)).toBeNull();
    expect(checkJoinProperties({}, null, { url: 'wss://host/call/1' })).toBeNull();
  });
});
