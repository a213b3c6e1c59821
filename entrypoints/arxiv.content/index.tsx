export default defineContentScript({
  matches: ['https://arxiv.org/abs/*'],
  main() {},
});
