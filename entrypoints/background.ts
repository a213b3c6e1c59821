export default defineBackground(() => {
  console.log('bg');
});
