export * from './auth';
export * from './newsletter';
