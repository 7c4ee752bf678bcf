export { API_SUCCESS_CODE } from '@kanqiu/core';
