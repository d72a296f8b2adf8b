// Start-up's second stage: React's DOM renderer, evaluated in a task of its own, while error
// objects carry no stack trace (stack-traces-paused.ts says why). Imports evaluate in order.
import { resumeStackTraces } from './stack-traces-paused';
import 'react-dom/client';

resumeStackTraces();
