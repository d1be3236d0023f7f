// The mini program builds pages/personal/mbtidetail2 as pages/personal/mbtidetail2/index, in a subpackage of its own (src/routes.ts weappPackages).
// H5 never opens this file: a page path resolves to ../mbtidetail2.tsx before this folder. (Named index.weapp.tsx, Taro's
// platform resolution would have resolved the import below to this file itself.)
export { default } from '../mbtidetail2'
