import type en from '../en/errors';

const messages = {
  'errors.unknown_server_error': "未知服务器错误",
  'errors.wrong_services': "服务错误",
  'errors.startup_failed': "Matchday 无法加载启动所需的数据。",
  'errors.bad_request': "无法理解该请求。",
  'errors.validation_error': "部分字段需要修改。",
  'errors.unauthenticated': "您的会话已结束，请重新登录。",
  'errors.invalid_credentials': "电子邮件或密码错误",
  'errors.forbidden': "您无权执行此操作。",
  'errors.not_found': "未找到您要查找的内容。",
  'errors.conflict': "与现有数据冲突。",
  'errors.invalid_transition': "不允许此状态变更。",
  'errors.in_use': "该项正在使用中，无法删除；请改为归档。",
  'errors.capacity_reached': "已没有剩余名额。",
  'errors.not_editable': "此项已无法修改。",
  'errors.court_taken': "该场地在该时间已被占用。",
  'errors.payload_too_large': "上传的文件过大。",
  'errors.unsupported_media_type': "不支持此文件类型。",
  'errors.too_many_requests': "尝试次数过多，请稍后再试。",
  'errors.invalid_reset_token': "此重置链接无效或已过期。",
  'errors.request_timeout': "服务器响应超时。",
  'errors.service_unavailable': "服务暂时不可用。",
  'errors.internal_error': "我们这边出现了问题。",
} satisfies Record<keyof typeof en, string>;
export default messages;
