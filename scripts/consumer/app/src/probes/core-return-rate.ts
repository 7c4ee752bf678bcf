// Tree-shaking probe: one function of @kanqiu/core, nothing else.
import { footballReturnRate } from '@kanqiu/core';

document.body.textContent = String(footballReturnRate(2.1, 3.3, 3.4));
