import { pageConfigOf } from '../../../page-config'

export default definePageConfig(pageConfigOf('pages/personal/mbtidetail2'))
