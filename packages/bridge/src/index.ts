export { withBearer } from '@kanqiu/core';
