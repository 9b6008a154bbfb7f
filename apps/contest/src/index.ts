export { contestService } from './app.ts';
