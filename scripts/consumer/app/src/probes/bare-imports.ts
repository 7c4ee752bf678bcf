// Tree-shaking probe: every JavaScript entry imported for its side effects only. With side-effect
// free packages this bundles to the baseline; any module kept here is an undeclared side effect.
import '@kanqiu/core';
import '@kanqiu/core/contract';
import '@kanqiu/core/contract/base';
import '@kanqiu/core/contract/match';
import '@kanqiu/core/contract/football';
import '@kanqiu/core/contract/basketball';
import '@kanqiu/core/contract/user';
import '@kanqiu/core/contract/calls';
import '@kanqiu/net';
import '@kanqiu/net/jotai';
import '@kanqiu/bridge';
import '@kanqiu/ui';

document.body.textContent = String(0.9317);
