export { contestService } from './app.ts';
export { ContestMessage } from './modules/contest/index.ts';
export { ContestAdminMessage } from './modules/contest-admin/index.ts';
export { AcInfoMessage } from './modules/ac-info/index.ts';
export { BoardMessage } from './modules/board/index.ts';
export { PrintMessage } from './modules/print/index.ts';
export { IcpcApiMessage } from './modules/icpc-api/index.ts';
