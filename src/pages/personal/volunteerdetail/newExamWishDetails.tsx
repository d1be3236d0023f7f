/**
 * 新高考志愿表详情: the same page as volunteerdetail.tsx. The spec keeps both addresses (docs/spec/routes.txt: the old
 * app opened new-exam tables here) so links to either still open; what differs by filling mode — 专业组 or 专业+院校
 * rows, 调剂 — is read from the saved table itself, so one module serves both.
 */
export { default } from './volunteerdetail'
