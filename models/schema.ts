export * from './users';
export * from './password-reset-tokens';
export * from './news';
export * from './blogs';
export * from './audit-log';
export * from './user-bookmarks';
export * from './read-stories';
