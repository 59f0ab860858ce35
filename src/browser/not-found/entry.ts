// Bundle entry of the not-found page's script (src/node/not-found-script.ts).
import { run } from './index';

run(window);
