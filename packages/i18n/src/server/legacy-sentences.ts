// TRANSITION: the sentence-keyed catalogue, for services not yet converted to message codes. Deleted with the last conversion.
// The `msg` texts the services send, in both interface languages. Pure data and string functions:
// no React, no i18next, so servers import it through `@oj/i18n/server` without the UI stack.
//
// The services write their texts in English (the constants in the modules' messages.ts files and in
// service-kit). A hook in service-kit rewrites the `msg` of each envelope into the request's
// language with `localiseMessage`. Exact texts are looked up in one map; texts that carry a value
// (a number of minutes, a field name, a URL) are matched by a short ordered list of patterns.
// Wording follows the web app's zh-CN resources wherever the same sentence exists there.
// It imports nothing, so a server's type check never sees the browser code of this package.

/** Every fixed English server text and its zh-CN translation. */
export const SENTENCES_ZH_CN: Readonly<Record<string, string>> = {
  // Envelope and service-kit (spec 01 §8).
  success: '成功',
  'Please login first': '请先登录',
  'Please login first by admin account': '请先使用管理员账号登录',
  'Sorry, you do not have permission to do this': '抱歉，您没有权限进行此操作',
  'Query error: unable to find the resource to request': '查询错误：找不到请求的资源',
  'Server error, please refresh again': '服务器错误，请重新刷新',
  'Service temporarily unavailable, please try again later': '服务暂时不可用，请稍后再试',
  'Message bus unavailable, please try again later': '消息服务暂时不可用，请稍后再试',
  'Login has expired, please login again': '登录已过期，请重新登录',
  'Invalid token, please login again': '登录凭证无效，请重新登录',
  'Invalid request': '请求无效',
  'Request body is not valid JSON': '请求体不是有效的 JSON',
  'Request body is empty but declared as JSON': '请求体为空，但声明为 JSON',
  'Request body is too large': '请求体过大',
  'Unsupported content type': '不支持的内容类型',
  'The URL is not valid': '网址无效',
  'The URL is too long': '网址过长',

  // Account: forms (spec 01 §5, the same sentences as auth.validation in the web app).
  'Username is required': '用户名不能为空',
  'The username can be at most 20 characters': '用户名最多 20 个字符',
  'Password is required': '密码不能为空',
  'The password must be between 6 and 20 characters': '密码长度应为 6 到 20 个字符',
  'The old password is required': '当前密码不能为空',
  'The new password is required': '新密码不能为空',
  'The new password must be between 6 and 20 characters': '新密码长度应为 6 到 20 个字符',
  'Email is required': '邮箱不能为空',
  'The email format is incorrect': '邮箱格式不正确',
  'The verification code is required': '验证码不能为空',
  'The verification code must be 6 characters': '验证码应为 6 个字符',
  'The reset code is required': '重置码不能为空',
  'The reset link is invalid or has expired, please apply again': '重置链接无效或已过期，请重新申请',
  'Captcha is required': '图形验证码不能为空',
  'The captcha must be 1 to 8 characters': '图形验证码长度应为 1 到 8 个字符',
  'The captcha key is required': '图形验证码标识不能为空',
  'The captcha is incorrect or has expired': '图形验证码错误或已过期',
  'Nickname is required': '昵称不能为空',
  'The nickname can be at most 20 characters': '昵称最多 20 个字符',
  'School is required': '学校不能为空',
  'The school can be at most 100 characters': '学校最多 100 个字符',
  'Course is required': '专业不能为空',
  'The course can be at most 100 characters': '专业最多 100 个字符',
  'Student number is required': '学号不能为空',
  'The student number can be at most 50 characters': '学号最多 50 个字符',
  'Real name is required': '真实姓名不能为空',
  'The real name can be at most 50 characters': '真实姓名最多 50 个字符',
  'Github is required': 'Github 不能为空',
  'The Github link can be at most 255 characters': 'Github 链接最多 255 个字符',
  'Blog is required': '博客不能为空',
  'The blog link can be at most 255 characters': '博客链接最多 255 个字符',
  'Codeforces username is required': 'Codeforces 用户名不能为空',
  'The Codeforces username can be at most 50 characters': 'Codeforces 用户名最多 50 个字符',
  'Signature is required': '个性签名不能为空',
  'The signature can be at most 10000 characters': '个性签名最多 10000 个字符',
  'Gender is required': '性别不能为空',
  'Gender must be male, female or secrecy': '性别只能是男、女或保密',
  'uid or username is required': '请提供 uid 或 username',

  // Account: refusals.
  'The username already exists': '该用户名已存在',
  'The username differs from an existing one only by accents, case or letter width': '该用户名与已有用户名仅有重音、大小写或全半角之别',
  'The email already exists': '该邮箱已被注册',
  'The username does not exist': '该用户名不存在',
  'The user does not exist': '该用户不存在',
  'Check your username or password': '请检查您的用户名或密码',
  'Too many password checks are under way for this account or network, please try again in a moment': '该账号或网络正在校验的密码过多，请稍后再试',
  'Your account has been disabled, please contact the administrator': '您的账号已被禁用，请联系管理员',
  'This account is not an administrator': '该账号不是管理员',
  'Registration is closed on this site': '本站已关闭注册',
  'The verification code is incorrect or has expired': '验证码错误或已过期',
  'The email service is not configured, please contact the administrator': '邮件服务尚未配置，请联系管理员',
  'Failed to send the email, please try again later': '邮件发送失败，请稍后再试',
  'The old password is incorrect': '当前密码不正确',
  'The password is incorrect': '密码不正确',
  'The new password must be different from the old one': '新密码不能与旧密码相同',
  'The new email must be different from the old one': '新邮箱不能与旧邮箱相同',
  // Account settings: change mobile (helper G, issue 11).
  'The mobile number is required': '手机号不能为空',
  'The mobile number format is incorrect': '手机号格式不正确',
  'The new mobile number must be different from the old one': '新手机号不能与旧手机号相同',
  'The mobile number is already used by another account': '该手机号已被其他账号使用',
  'Please choose an image to upload': '请选择要上传的图片',
  'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed': '不支持该文件类型：只能上传 gif、jpg、jpeg、png、bmp 或 webp 图片',
  'The file exceeds the max size limit of 2 MB': '文件超过最大限制（2 MB）',
  'The upload is incomplete or malformed, please choose the image again': '上传的内容不完整或已损坏，请重新选择图片',
  'No such avatar': '该头像不存在',

  // Account: successes (spec 01 §8).
  'Welcome back': '欢迎回来',
  'Thanks for registering, you can login now': '感谢注册，现在可以登录了',
  'The verification code has been sent to your email': '验证码已发送到您的邮箱',
  'If an account uses this email, a password reset link has been sent to it, please check your inbox':
    '如果该邮箱属于某个账号，重置密码的链接已发送到该邮箱，请查收',
  'Your password has been reset': '您的密码已重置',
  'You have logged out': '您已退出登录',
  'Update Successfully': '更新成功',
  'Upload avatar successfully': '头像上传成功',

  // Problems.
  'The problem does not exist': '该题目不存在',
  'There are no public problems yet': '暂无公开题目',
  'You have not passed the problem so you cannot get the code passed recently': '你还没有通过这道题，无法获取最近通过的代码',
  'oj must be ME, a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE) or empty for all':
    'oj 只能是 ME、远程评测的标识（HDU、CF、POJ、GYM、AC、SPOJ、LIBRE），或留空表示全部',
  'cid is required when isContestProblemList is true': 'isContestProblemList 为 true 时 cid 不能为空',
  'tid or cid is required': '请提供 tid 或 cid',
  'The contest does not exist': '该比赛不存在',
  'The problem is not in this contest': '该题目不在本比赛中',
  'The contest has not started yet': '比赛尚未开始',
  'Contest has ended': '比赛已结束',
  'You have not registered for this contest': '您尚未报名该比赛',
  'Please start the timed work first': '请先开始答题',
  'The training does not exist': '该训练不存在',
  // Problem Annex download (helper G, issue 11).
  'The file does not exist': '该文件不存在',
  'The file name must not contain path characters': '文件名不能包含路径字符',

  // Submissions, test judge and admin judging (spec 01 §5, §8).
  'Submit code successfully': '提交代码成功',
  'Code can not be empty': '代码不能为空',
  'Code Length can not exceed 65535': '代码长度不能超过 65535',
  'Speed too fast, may be a machine, verify again': '提交速度过快，疑似机器操作，请重新验证',
  'Sorry, your account is forbidden to submit code': '抱歉，您的账号已被禁止提交代码',
  'This language is not allowed for the problem': '该题目不支持此语言',
  'Remote judging is not available on this site': '本站暂不支持远程评测',
  'Resubmitted Successfully': '重新提交成功',
  'You can only resubmit your own submissions': '只能重新提交自己的提交',
  'Only remote judge submissions can be resubmitted': '只有远程评测的提交可以重新提交',
  'Only a Submitted Failed (SF) submission can be resubmitted': '只有提交失败（SF）的提交可以重新提交',
  'The submission does not exist': '该提交不存在',
  'Sorry, you can not view this submission': '抱歉，您无权查看该提交',
  'The problem has no test data': '该题目没有测试数据',
  'The test input can not exceed 1000 characters': '自测输入不能超过 1000 个字符',
  'This problem does not support online tests': '该题目不支持在线自测',
  'The test result does not exist or has expired': '自测结果不存在或已过期',
  'Please wait a moment before running another test': '请稍等片刻再进行下一次自测',
  'Too many captchas have been requested from your network, please try again in a minute': '您所在网络申请的验证码过多，请一分钟后再试',
  'Shared successfully': '分享成功',
  'Cancel Sharing Successfully': '取消分享成功',
  'You can only share your own submissions': '只能分享自己的提交',
  'Code sharing is disabled for this problem': '该题目未开启代码分享',
  'Contest submissions can not be shared': '比赛中的提交不能分享',
  'Rejudge successfully': '重新评测成功',
  'Cancel Successfully': '取消成功',
  'The submission has already been cancelled': '该提交已被取消',
  'This status can not be chosen in a manual judge': '人工评测不能选择该状态',
  'A submission that is pending, compiling, judging or has a compile error can not be judged manually': '等待评测、编译中、评测中或编译错误的提交不能人工评测',

  // Checker / interactor compiles and whole-problem rejudges (judge-dispatch checker-compile and admin-judge, helper C, issue 11).
  'Compiled Successfully': '编译成功',
  'This language can not be used for a special judge or interactor': '该语言不能用于特殊判题或交互程序',
  "Extra file names may hold only letters, digits, dots, dashes and underscores, and may not be the program's own file names":
    '额外文件名只能包含字母、数字、点、短横线和下划线，且不能与程序自身的文件同名',
  'No judge node answered, so the program could not be compiled; please try again later': '没有评测机响应，无法编译该程序，请稍后再试',
  'The judge node could not compile the program; please try again later': '评测机无法编译该程序，请稍后再试',
  'Too many compiles in a short time; please wait a minute': '短时间内编译次数过多，请一分钟后再试',
  'The problem has no submissions': '该题目没有提交记录',
  'The rejudge stopped part-way because of a server error; run it again for the rest': '服务器出错，重新评测中途停止，请再次执行以处理剩余的提交',

  // Contest submissions (judge-dispatch, issue 12).
  'Only the admins of this contest can do this': '只有本比赛的管理员才能进行此操作',

  // AI helpers and their admin config (spec 01 §1, §7).
  'AI chat is not open on this site': '本站未开启 AI 对话',
  'The AI service is not configured': 'AI 服务尚未配置',
  'The AI service is unavailable, please try again later': 'AI 服务暂时不可用，请稍后再试',
  'AI help is not available for contest problems': '比赛题目不提供 AI 帮助',
  'AI help is not available for contest submissions': '比赛中的提交不提供 AI 帮助',
  'AI help is only available for Compile Error, Wrong Answer and Accepted submissions': '只有编译错误、答案错误或通过的提交可以使用 AI 帮助',
  'Only a Compile Error submission can be explained': '只有编译错误的提交可以解释编译信息',
  'An AI answer is still being written, please wait for it to finish': 'AI 还在回答中，请等待其完成',
  'The AI answer took too long and was stopped': 'AI 回答时间过长，已停止',
  'The AI service failed while answering, please try again later': 'AI 服务回答时出错，请稍后再试',
  'apiUrl must be an http or https URL': 'apiUrl 必须是 http 或 https 网址',
  'model must be 1 to 100 characters without control characters': 'model 长度应为 1 到 100 个字符，且不能包含控制字符',
  'apiKey must not contain control characters or spaces': 'apiKey 不能包含控制字符或空格',

  // System config, switches and service info (gateway modules/site, helper E, issue 11).
  'Delete successfully': '删除成功',
  'Choose an SMS provider before turning SMS on': '开启短信服务前请先选择短信服务商',
  'The http provider needs the address of its gateway (endpoint)': 'http 服务商需要填写其网关地址（endpoint）',
  'host must be a host name or an IP address': 'host 必须是主机名或 IP 地址',
  "from must be an email address or 'Name <address>'": "from 必须是邮箱地址或 '名称 <地址>' 格式",
  'SMTP is not configured: set the email config (host) first': '邮件服务尚未配置：请先设置邮箱配置（host）',

  // Admin users, sessions, CSV import and generated accounts (gateway modules/admin-user, helper D, issue 11).
  'The password must be between 6 and 25 characters': '密码长度应为 6 到 25 个字符',
  'You cannot delete your own account': '不能删除自己的账号',
  'The last super admin cannot be removed, banned or demoted': '不能删除、封禁或降级最后一位超级管理员',
  'The end number must not be less than the start number': '结束编号不能小于起始编号',
  'A generated username would be longer than 20 characters': '生成的用户名将超过 20 个字符',
  'Updated successfully': '修改成功',
  'Deleted successfully': '删除成功',
  'The user has been signed out of every session': '已将该用户从所有会话中强制下线',
  'Import finished': '导入完成',
  'Generated successfully': '生成成功',
  'The username appears more than once in the file': '该用户名在文件中重复出现',
  'The email appears more than once in the file': '该邮箱在文件中重复出现',
  // Team accounts (gateway modules/admin-user: generate-team-accounts, edit-user, the CSV team columns).
  'The team name pattern must contain # where the team number goes': '队伍名称模板中须用 # 表示队伍编号的位置',
  'A generated team name would be longer than 100 characters': '生成的队伍名称将超过 100 个字符',
  'There are more teams than accounts': '队伍数量多于账号数量',
  'Some of these accounts were created or changed meanwhile, please try again': '部分账号在此期间已被创建或修改，请重试',
  'Members need a team name': '填写队员时须填写队伍名称',
  'The team name can be at most 100 characters': '队伍名称最多 100 个字符',
  'A team can have at most 10 members': '一支队伍最多 10 名队员',
  'A member name can be at most 50 characters': '队员姓名最多 50 个字符',

  // Admin problems, tags, classifications, difficulty levels, honors, group-problem examination (gateway modules/admin-problem, helper A, issue 11).
  'Title is required': '标题不能为空',
  'Input Description is required': '输入描述不能为空',
  'Output Description is required': '输出描述不能为空',
  'Problem Display ID is required': '题目展示 ID 不能为空',
  'Judge Samples is required': '评测数据不能为空',
  'The Problem Display ID already exists': '该题目展示 ID 已存在',
  'The Problem Display ID of an own problem cannot start with a remote judge prefix': '本站题目的展示 ID 不能以远程评测的前缀开头',
  'The Problem Display ID cannot contain spaces': '题目展示 ID 不能包含空格',
  'With file IO on, both the input and the output file names are required': '开启文件 IO 时，输入与输出文件名均不能为空',
  'A file IO name must be a plain file name without spaces or path characters': '文件输入输出的文件名不能包含空格或路径字符',
  'Spj or interactive code not compiled successfully': '特殊评测或交互程序代码未编译成功',
  'Spj or interactive language is required': '请选择特殊评测或交互程序的语言',
  'The language cannot be used for a special judge or interactor': '该语言不能用于特殊评测或交互程序',
  'Tag already added': '该标签已添加',
  'The tag does not exist': '该标签不存在',
  'Tag name is required': '标签名称不能为空',
  'At least one language is required': '至少选择一种语言',
  'The language does not exist': '该语言不存在',
  'File name and content are required for extra files, and a name cannot contain path characters': '额外文件的文件名与内容不能为空，且文件名不能包含路径字符',
  'The stack limit cannot exceed the memory limit': '栈限制不能超过内存限制',
  'The difficulty level does not exist': '该难度等级不存在',
  'auth is required for a visibility change': '修改可见性时 auth 不能为空',
  'The operation failed on this problem, please try again': '对该题目的操作失败，请重试',
  'A tag with this name already exists in this problem bank': '该题库中已存在同名标签',
  'Classification name is required': '分类名称不能为空',
  'A classification with this name already exists in this problem bank': '该题库中已存在同名分类',
  'The tag classification does not exist': '该标签分类不存在',
  'The tag and its classification must belong to the same problem bank': '标签与其分类必须属于同一题库',
  'oj must be ME or a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE)': 'oj 只能是 ME 或远程评测的标识（HDU、CF、POJ、GYM、AC、SPOJ、LIBRE）',
  'Difficulty name is required': '难度名称不能为空',
  'Difficulty color is required': '难度颜色不能为空',
  'A difficulty level with this id already exists': '该 id 的难度等级已存在',
  'The difficulty level is used by problems and cannot be deleted': '该难度等级已被题目使用，不能删除',
  'No free difficulty level id is left': '已没有可用的难度等级 id',
  'Honor title is required': '荣誉标题不能为空',
  'Contest or event name is required': '比赛或活动名称不能为空',
  'The date must be a real day written as YYYY-MM-DD': '日期必须是有效的日期，格式为 YYYY-MM-DD',
  'The link must be an http or https URL': '链接必须是 http 或 https 网址',
  'Member names cannot be empty': '成员名称不能为空',
  'The honor does not exist': '该荣誉不存在',
  'The problem is not a group problem': '该题目不是团队题目',
  'The problem is not waiting for examination': '该题目不在待审核状态',
  'Create Successfully': '创建成功',
  'Batch operation finished': '批量操作完成',

  // Test-data upload and download (gateway modules/test-data, helper B, issue 11).
  'Upload Testcase Successfully': '上传测试数据成功',
  'Please choose a zip archive of test data to upload': '请选择要上传的测试数据 zip 压缩包',
  'The upload is malformed: send the archive as multipart/form-data': '上传的内容格式不正确：请以 multipart/form-data 方式上传压缩包',
  'The archive is empty': '压缩包是空的',
  'The archive holds no test data: put pairs of files such as 1.in and 1.out (or 1.ans) in it':
    '压缩包中没有测试数据：请放入成对的文件，例如 1.in 和 1.out（或 1.ans）',
  'The uploaded test data has expired or does not exist: upload the archive again': '上传的测试数据已过期或不存在，请重新上传压缩包',
  'This problem has no test data': '该题目没有测试数据',

  // The markdown editor's image and file uploads (gateway modules/files, helper F1, issue 11).
  'Upload successfully': '上传成功',
  'Please choose a file to upload': '请选择要上传的文件',
  'file type not supported': '不支持的文件类型',
  'exceed max size limit': '超出文件大小限制',
  'The upload is malformed: send the file as multipart/form-data': '上传的内容格式不正确：请以 multipart/form-data 方式上传文件',

  // The live channel (gateway modules/live, issue 12).
  'Live topics must be contest.<id> items separated by commas': '实时推送的主题必须是以逗号分隔的 contest.<id>',
  'Too many live topics on one connection': '单个连接订阅的实时推送主题过多',
  'You can only follow your own user topic': '只能订阅您自己的用户主题',
  'Too many live connections for this account; close another tab of the site': '该账号的实时推送连接过多，请关闭本站的其他标签页',

  // Contests, user side (contest modules/contest, issue 12).
  'Register contest successfully': '报名比赛成功',
  'The contest password is wrong': '比赛密码错误',
  'Enter the contest password': '请输入比赛密码',
  'Your account is not allowed to register for this contest': '您的账号不允许报名该比赛',
  'The outside scoreboard of this contest is not open': '该比赛未开放外榜',
  // Contests, back office (contest modules/contest-admin, issue 12).
  'Description is required': '描述不能为空',
  'The contest duration must be greater than 0': '比赛时长必须大于 0',
  'The start time must be before the end time': '开始时间必须早于结束时间',
  'Contest times must lie between the years 1970 and 9999': '比赛时间必须在 1970 年到 9999 年之间',
  'A password is required for a private or protected contest': '私有或保护比赛必须设置密码',
  'The seal time is required when the rank is sealed': '封榜时必须设置封榜时间',
  'The seal time must be the start, or half an hour or one hour before the end': '封榜时间只能是比赛开始时，或结束前半小时、一小时',
  'Sealing half an hour before the end needs a contest of at least 30 minutes': '比赛时长至少 30 分钟才能在结束前半小时封榜',
  'Sealing one hour before the end needs a contest of at least one hour': '比赛时长至少一小时才能在结束前一小时封榜',
  'Add at least one award row, or turn awards off': '请至少添加一个奖项，或关闭奖项设置',
  'Award name is required': '奖项名称不能为空',
  'Award priorities must be unique': '奖项优先级不能重复',
  'An award proportion must be a percent from 0 to 100': '奖项比例必须是 0 到 100 之间的百分数',
  'The award proportions cannot add up to more than 100%': '奖项比例之和不能超过 100%',
  'The account limit rule is required when the account limit is on': '开启账号限制时必须设置账号规则',
  'The end number of the account limit cannot be less than the start number': '账号限制的结束编号不能小于起始编号',
  'Group contests are not available yet': '暂不支持团队比赛',
  'You can only manage the contests you created': '您只能管理自己创建的比赛',
  'Only public problems, or contest problems you created, can be added to a contest': '只能向比赛添加公开题目或您创建的比赛题目',
  'This problem is already in this contest': '该题目已在本比赛中',
  'This display id is already used in this contest': '该展示 ID 已在本比赛中使用',
  'Contest Display Title is required': '比赛展示标题不能为空',
  'The contest problem does not exist': '该比赛题目不存在',
  'The announcement does not exist': '该公告不存在',
  'Content cannot be empty': '内容不能为空',
  'Add Successfully': '添加成功',
  'Copied successfully': '复制成功',
  // Scoreboards, print requests and AC info (contest modules board, print, ac-info, issue 12).
  'The scroll board is only for ACM contests': '滚榜仅适用于 ACM 赛制的比赛',
  // The ICPC contest API (contest modules/icpc-api, issue 12).
  'The contest API is open to the contest admins; once the contest has ended with its board unsealed, also to those who may see its inside or its outside board':
    '比赛 API 仅对比赛管理员开放；比赛结束且榜单未封榜后，也对可以查看比赛内部或外榜的用户开放',
  'This endpoint is not in your access to the contest API': '您对比赛 API 的访问权限不包括此接口',
  'The event feed cannot resume from this token: read it again without since_token': '事件流无法从此 token 继续：请不带 since_token 重新读取',
  'since_id is not supported: the event feed resumes with since_token': '不支持 since_id：事件流使用 since_token 继续',
  'The contest API serves ACM contests only': '比赛 API 仅适用于 ACM 赛制的比赛',
  'The number of content cannot be less than 50': '内容不能少于 50 个字符',
  'This contest does not accept print requests': '本比赛未开放打印',
  'Too many print requests in a short time, please try again in a few minutes': '短时间内打印请求过多，请几分钟后再试',
  'The print request was sent': '已提交打印',
  'The print request does not exist': '该打印请求不存在',
  'AC info is only for ACM contests': 'AC 助手仅适用于 ACM 赛制的比赛',
  'The submission is not an accepted submission of this contest': '该提交不是本比赛中的通过提交',
  // The comment area: contest Q&A and discussion comments (community modules/comment).
  'Can not exceed 10000': '不能超过 10000 个字符',
  'Give either cid (a contest) or did (a discussion)': '请提供 cid（比赛）或 did（讨论）其中之一',
  'The contest comment area is not open on this site': '本站未开启比赛评论区',
  'The discussion area is not open on this site': '本站未开启讨论区',
  'The discussion does not exist': '该讨论不存在',
  'The comment does not exist': '该评论不存在',
  'The reply does not exist': '该回复不存在',
  'Sorry, you have been muted and cannot comment or reply': '抱歉，您已被禁言，暂时无法评论或回复',
  'You can only delete your own comments and replies': '您只能删除自己的评论和回复',
  'Only the author of this comment and the contest admins can reply to it': '只有该评论的作者和比赛管理员可以回复它',
  'Comment Successfully': '评论成功',
  'Reply Successfully': '回复成功',
  'Like Successfully': '点赞成功',
  'Cancel Like Successfully': '取消点赞成功',
};

/** One parameterised text: the English shape and how to say it in zh-CN. */
export interface MessagePattern {
  readonly en: RegExp;
  readonly zh: (...groups: string[]) => string;
}

// JSON-schema type names as the validator writes them ("must be integer", "must be string,null").
const TYPE_NAMES: Readonly<Record<string, string>> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

const JSON_TYPES = `(?:${Object.keys(TYPE_NAMES).join('|')})`;

function typeList(types: string): string {
  return types
    .split(',')
    .map((type) => TYPE_NAMES[type] ?? type)
    .join('或');
}

function comparison(operator: string, limit: string): string {
  if (operator === '>=') return `不能小于 ${limit}`;
  if (operator === '<=') return `不能大于 ${limit}`;
  return operator === '>' ? `必须大于 ${limit}` : `必须小于 ${limit}`;
}

/**
 * Texts with values in them, tried in order after the exact map. A field is one token (a name or a
 * dotted path such as `submitIds.0`) and stays as written: it names a request parameter.
 */
export const SERVER_MESSAGE_PATTERNS: readonly MessagePattern[] = [
  {
    en: /^Too many failed logins: login is locked for (\d+) minutes?, please try again later$/,
    zh: (minutes) => `登录失败次数过多，已锁定 ${minutes} 分钟，请稍后再试`,
  },
  { en: /^Please wait (\d+) seconds before requesting another email$/, zh: (seconds) => `请等待 ${seconds} 秒后再重新发送邮件` },
  {
    en: /^Too many emails have been requested from your network, please try again in (\d+) minutes?$/,
    zh: (minutes) => `您所在网络申请发送的邮件过多，请 ${minutes} 分钟后再试`,
  },
  {
    en: /^Too many emails have been sent by the site this hour, please try again in (\d+) minutes?$/,
    zh: (minutes) => `本站这一小时发送的邮件过多，请 ${minutes} 分钟后再试`,
  },
  { en: /^Too many wrong contest passwords, please try again in (\d+) minutes?$/, zh: (minutes) => `比赛密码错误次数过多，请 ${minutes} 分钟后再试` },
  { en: /^Please wait (\d+) seconds before asking the AI again$/, zh: (seconds) => `请等待 ${seconds} 秒后再向 AI 提问` },
  // System config and judge limits (helper E, issue 11).
  { en: /^Code Length can not exceed (\d+)$/, zh: (limit) => `代码长度不能超过 ${limit}` },
  { en: /^A test email has been sent to (\S+)$/, zh: (email) => `测试邮件已发送至 ${email}` },
  { en: /^Failed to send the test email: (.+)$/, zh: (reason) => `测试邮件发送失败：${reason}` },
  { en: /^(\S+) must not contain control characters$/, zh: (field) => `${field} 不能包含控制字符` },
  { en: /^No such API: (\S+) (.+)$/, zh: (method, path) => `接口不存在：${method} ${path}` },
  // Admin users: generated accounts (gateway modules/admin-user, helper D, issue 11).
  { en: /^At most (\d+) accounts can be generated at once$/, zh: (max) => `一次最多生成 ${max} 个账号` },
  { en: /^These usernames already exist: (.+)$/, zh: (names) => `以下用户名已存在：${names}` },
  // Admin problem form: per-case and per-language texts (gateway modules/admin-problem, helper A, issue 11).
  { en: /^Problem Sample(\d+) needs an input or an output$/, zh: (n) => `题目测试点${n}需要输入或输出` },
  { en: /^Problem Sample(\d+) Score must be an integer$/, zh: (n) => `题目测试点${n}的分数必须为整数` },
  { en: /^Problem Sample(\d+) Score must be greater than or equal to 0$/, zh: (n) => `题目测试点${n}的分数必须大于或等于 0` },
  { en: /^Problem Sample(\d+) Group Number is required$/, zh: (n) => `题目测试点${n}的分组编号不能为空` },
  { en: /^Problem Sample(\d+) Group Number must be a positive integer$/, zh: (n) => `题目测试点${n}的分组编号必须为正整数` },
  { en: /^Problem Sample(\d+) is not a case of this problem$/, zh: (n) => `题目测试点${n}不属于该题目` },
  { en: /^The code template of (.+) cannot be empty$/, zh: (language) => `${language} 的代码模板不能为空` },
  // Test-data upload: texts naming the archive or the entry at fault (gateway modules/test-data, helper B, issue 11).
  { en: /^The archive is larger than (\d+) MB$/, zh: (mb) => `压缩包超过 ${mb} MB` },
  { en: /^The archive unpacks to more than (\d+) MB$/, zh: (mb) => `压缩包解压后超过 ${mb} MB` },
  { en: /^The archive holds (\d+) files, more than the (\d+) allowed$/, zh: (count, max) => `压缩包中有 ${count} 个文件，超过了允许的 ${max} 个` },
  { en: /^The archive holds (.+) more than once$/, zh: (name) => `压缩包中 ${name} 出现了不止一次` },
  { en: /^(.+) is not a zip archive: upload a \.zip file of test data$/, zh: (name) => `${name} 不是 zip 压缩包：请上传测试数据的 .zip 文件` },
  { en: /^(.+) is damaged and cannot be read as a zip archive$/, zh: (name) => `${name} 已损坏，无法作为 zip 压缩包读取` },
  {
    en: /^Archive entry (.+) points outside the archive \(absolute path, drive letter or \.\.\)$/,
    zh: (name) => `压缩包条目 ${name} 指向压缩包之外（绝对路径、盘符或 ..）`,
  },
  { en: /^Archive entry (.+) is a symbolic link; only plain files are accepted$/, zh: (name) => `压缩包条目 ${name} 是符号链接；只接受普通文件` },
  { en: /^Archive entry (.+) is encrypted; upload an archive without a password$/, zh: (name) => `压缩包条目 ${name} 已加密；请上传没有密码的压缩包` },
  {
    en: /^Archive entry (.+) expands more than (\d+) times its packed size: refused as a possible zip bomb$/,
    zh: (name, ratio) => `压缩包条目 ${name} 解压后超过压缩大小的 ${ratio} 倍：疑似压缩炸弹，已拒绝`,
  },
  {
    en: /^Archive entry (.+) cannot be unpacked \(damaged or an unsupported compression method\)$/,
    zh: (name) => `压缩包条目 ${name} 无法解压（已损坏或压缩方式不受支持）`,
  },
  { en: /^(.+) and (.+) are the same test case; keep only one of them$/, zh: (first, second) => `${first} 和 ${second} 是同一个测试用例，请只保留其中一个` },
  {
    en: /^Test data file name (.+) is not allowed: use letters, digits, '\.', '_' and '-' \(at most 128 characters\)$/,
    zh: (name) => `测试数据文件名 ${name} 不允许：只能使用字母、数字、'.'、'_' 和 '-'（最多 128 个字符）`,
  },
  {
    en: /^Test data files must all be in one folder: (.+) and (.+) are not$/,
    zh: (first, second) => `测试数据文件必须都在同一个文件夹中：${first} 和 ${second} 不在同一文件夹`,
  },
  { en: /^(.+) has no matching output file \((.+)\.out or .+\.ans\)$/, zh: (name, base) => `${name} 没有对应的输出文件（${base}.out 或 ${base}.ans）` },
  { en: /^(.+) has no matching input file \((.+)\.in\)$/, zh: (name, base) => `${name} 没有对应的输入文件（${base}.in）` },
  // Contests, back office: texts naming star users or a limit (contest modules/contest-admin, issue 12).
  { en: /^Star user (.+) is listed more than once$/, zh: (name) => `明星用户 ${name} 重复` },
  { en: /^These star users do not exist: (.+)$/, zh: (names) => `以下明星用户不存在：${names}` },
  { en: /^A contest can hold at most (\d+) problems$/, zh: (max) => `一场比赛最多包含 ${max} 道题目` },
  // Validation texts of service-kit (validationMessage, the finite-number check, the validator's own wording).
  { en: /^(\S+) is required$/, zh: (field) => `${field} 不能为空` },
  { en: /^(\S+) is invalid$/, zh: (field) => `${field} 无效` },
  { en: /^(\S+) must be a finite number$/, zh: (field) => `${field} 必须是有限的数字` },
  { en: /^(\S+) must NOT have more than (\d+) characters$/, zh: (field, limit) => `${field} 最多 ${limit} 个字符` },
  { en: /^(\S+) must NOT have fewer than (\d+) characters$/, zh: (field, limit) => `${field} 至少 ${limit} 个字符` },
  { en: /^(\S+) must NOT have more than (\d+) items$/, zh: (field, limit) => `${field} 最多 ${limit} 项` },
  { en: /^(\S+) must NOT have fewer than (\d+) items$/, zh: (field, limit) => `${field} 至少 ${limit} 项` },
  { en: /^(\S+) must NOT have more than (\d+) properties$/, zh: (field, limit) => `${field} 最多 ${limit} 个属性` },
  { en: /^(\S+) must NOT have fewer than (\d+) properties$/, zh: (field, limit) => `${field} 至少 ${limit} 个属性` },
  { en: /^(\S+) must NOT have duplicate items\b.*$/, zh: (field) => `${field} 不能有重复项` },
  { en: /^(\S+) must NOT have additional properties$/, zh: (field) => `${field} 含有不允许的字段` },
  { en: /^(\S+) must be (>=|<=|>|<) (-?[\d.e+]+)$/, zh: (field, operator, limit) => `${field} ${comparison(operator, limit)}` },
  { en: /^(\S+) must be multiple of (-?[\d.e+]+)$/, zh: (field, factor) => `${field} 必须是 ${factor} 的倍数` },
  { en: new RegExp(`^(\\S+) must be (${JSON_TYPES}(?:,${JSON_TYPES})*)$`), zh: (field, types) => `${field} 必须是${typeList(types)}` },
  { en: /^(\S+) must match format "([^"]+)"$/, zh: (field, format) => `${field} 格式不正确（应为 ${format}）` },
  { en: /^(\S+) must match pattern ".*"$/, zh: (field) => `${field} 格式不正确` },
  { en: /^(\S+) must be equal to one of the allowed values$/, zh: (field) => `${field} 不是允许的取值` },
  { en: /^(\S+) must be equal to constant$/, zh: (field) => `${field} 的取值不正确` },
  { en: /^(\S+) must match (?:a schema in "anyOf"|exactly one schema in "oneOf"|"then" schema|"else" schema)$/, zh: (field) => `${field} 格式不正确` },
  { en: /^(\S+) must NOT be valid$/, zh: (field) => `${field} 格式不正确` },
];

/** The `msg` in `language`: its translation when one is known, else the text as given. */
export function localiseMessage(msg: string, language: string): string {
  if (language !== 'zh-CN') return msg;
  const exact = SENTENCES_ZH_CN[msg];
  if (exact !== undefined) return exact;
  for (const pattern of SERVER_MESSAGE_PATTERNS) {
    const match = pattern.en.exec(msg);
    if (match) return pattern.zh(...match.slice(1));
  }
  return msg;
}
