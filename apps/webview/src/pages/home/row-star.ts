// The follow star of the home list's rows and the store it reads, loaded once for the whole list
// after the page (use-row-follows.ts), so the home page's first load carries none of it.
export { FOLLOW_MAX } from '@kanqiu/core';
export { StarButton } from '@kanqiu/ui';
export { followKey, followStore } from '../../follow/follow-store';
