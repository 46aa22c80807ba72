// Issue #26: the generated matrix, file 2 of 2 (the two files run side by side, one per core).
import { generatedShard } from './generated-matrix.js';

generatedShard(1, 2);
