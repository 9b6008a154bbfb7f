import { describeStandaloneService } from '@oj/service-kit/testing';
import { judgeDispatchService } from '../src/app.ts';

describeStandaloneService('judge-dispatch', judgeDispatchService, '/api/judge-dispatch/ping');
