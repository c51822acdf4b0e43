export * from './auth';
export * from './interviews';
export * from './jobs';
export * from './newsletter';
export * from './calls';
export * from './billing';
export * from './profiles';
