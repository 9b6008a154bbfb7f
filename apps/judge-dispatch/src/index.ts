export { judgeDispatchService } from './app.ts';
