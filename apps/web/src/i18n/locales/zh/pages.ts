import type en from '../en/pages';

const messages = {
  'pages.backToHome': '返回首页',
  'pages.error.status': '错误 {status}',
  'pages.unauthorized.title': '您没有访问权限！',
  'pages.unauthorized.description': '您没有权限访问此页面。请返回首页！',
  'pages.notFound.title': '页面未找到',
  'pages.notFound.description': '您要找的页面不存在或已移动。请检查地址，或从首页重新开始。',
  'pages.serverError.title': '出错了',
  'pages.serverError.description': '一个意外错误中断了此页面。我们已记录该问题，请稍后重试。',
  'pages.serverError.goBack': '返回上一页',
  'pages.form.showPassword': '显示密码',
  'pages.form.hidePassword': '隐藏密码',
  'pages.form.unexpectedError': '出错了，请重试。',
  'pages.form.tooManyAttempts': '尝试次数过多。请稍后再试。',
  'pages.form.tooManyAttemptsRetry': '尝试次数过多。请在 {minutes} 分钟后重试。',
  'pages.unsavedChanges.title': '放弃未保存的更改？',
  'pages.unsavedChanges.description': '此页面上有尚未保存的更改。如果现在离开，这些更改将会丢失。',
  'pages.unsavedChanges.stay': '留在此页',
  'pages.unsavedChanges.discard': '放弃',
} satisfies Record<keyof typeof en, string>;
export default messages;
