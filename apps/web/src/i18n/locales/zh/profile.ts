import type en from '../en/profile';

const messages = {
  'profile.description': '您的姓名、登录邮箱和密码。',
  'profile.role': '联赛管理员',
  'profile.clubs': '{count, plural, =0 {没有俱乐部} other {管理 # 个俱乐部：{clubs}}}',
  'profile.details.title': '个人信息',
  'profile.details.description': '您的姓名会显示给所在俱乐部的其他管理员。',
  'profile.details.firstName': '名',
  'profile.details.lastName': '姓',
  'profile.details.email': '电子邮箱',
  'profile.details.saved': '个人资料已保存。',
  'profile.password.title': '密码',
  'profile.password.description': '更改密码后，您将在其他所有设备上退出登录。',
  'profile.password.current': '当前密码',
  'profile.password.new': '新密码',
  'profile.password.confirm': '确认新密码',
  'profile.password.submit': '更改密码',
  'profile.password.saved': '密码已更改。',
} satisfies Record<keyof typeof en, string>;
export default messages;
