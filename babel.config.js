// Taro's preset for the app build; jest uses its own babel config (see jest.config.js).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
