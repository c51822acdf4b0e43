export * from './constants/product';
export * from './constants/routes';
export * from './constants/roles';
export * from './constants/plans';
export * from './constants/data-fetching';
export * from './schemas/api-error';
export * from './schemas/health';
export * from './schemas/newsletter';
