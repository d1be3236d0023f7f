import { pageConfigOf } from '../../../page-config'

export default definePageConfig(pageConfigOf('pages/assess/enter-path/enter-content'))
