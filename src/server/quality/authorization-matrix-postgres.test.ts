import { describeAuthorizationMatrix } from './authorization-matrix-suite.ts';

describeAuthorizationMatrix('postgres');
