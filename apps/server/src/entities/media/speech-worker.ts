/** A process of the speech pool (speech.ts, platform/process-pool.ts): one text read at a time. */
import workerpool from 'workerpool';
import { synthesize } from './speech-synth.ts';

workerpool.worker({ speak: synthesize });
