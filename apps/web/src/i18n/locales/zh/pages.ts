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
  'pages.form.required': '必填',
  'pages.form.invalidEmail': '请输入有效的电子邮箱地址',
  'pages.form.tooShort': '至少需要 {min} 个字符',
  'pages.form.tooLong': '内容过长',
  'pages.form.passwordsDoNotMatch': '两次输入的密码不一致',
  'pages.form.unknownTimezone': '未知时区',
  'pages.form.invalidFormat': '格式无效',
  'pages.form.invalidValue': '请选择一个选项',
  'pages.form.showPassword': '显示密码',
  'pages.form.hidePassword': '隐藏密码',
  'pages.form.unexpectedError': '出错了，请重试。',
  'pages.form.tooManyAttempts': '尝试次数过多。请稍后再试。',
  'pages.form.tooManyAttemptsRetry': '尝试次数过多。请在 {minutes} 分钟后重试。',
} satisfies Record<keyof typeof en, string>;
export default messages;
