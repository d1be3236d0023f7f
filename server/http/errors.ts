import { ResultCode, type HumanCheckData } from '../../types/codes'

/**
 * A business answer that is not success: becomes `{code, message, data: null}` with HTTP 200.
 * `message` is shown to the user as is, so it is always plain Chinese.
 */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message)
  }
}

export const fail = (message: string) => new ApiError(ResultCode.FAILED, message)
export const invalid = (message: string) => new ApiError(ResultCode.INVALID_INPUT, message)
export const notFound = (message: string) => new ApiError(ResultCode.NOT_FOUND, message)
export const sessionExpired = (message = '登录已过期，请重新登录') => new ApiError(ResultCode.SESSION_EXPIRED, message)
export const needMember = (message = '该功能需开通会员后使用') => new ApiError(ResultCode.NEED_MEMBER, message)
export const rateLimited = (message: string) => new ApiError(ResultCode.RATE_LIMITED, message)
/** the caller must pass a human check (captcha) and send the call again with its ticket; `data` names the check */
export const humanCheckRequired = (message: string, data: HumanCheckData) => new ApiError(ResultCode.HUMAN_CHECK_REQUIRED, message, data)
