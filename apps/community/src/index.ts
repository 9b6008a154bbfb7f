export { communityService } from './app.ts';
export { CommentMessage } from './modules/comment/index.ts';
