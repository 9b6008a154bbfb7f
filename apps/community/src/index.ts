export { communityService } from './app.ts';
