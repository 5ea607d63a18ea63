// Written by scripts/css-module-types.ts from survey.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly surveyAlready: string;
  readonly surveyFooter: string;
  readonly surveyHead: string;
  readonly surveyHint: string;
  readonly surveyIntro: string;
  readonly surveyLegend: string;
  readonly surveyLoginNote: string;
  readonly surveyName: string;
  readonly surveyNumber: string;
  readonly surveyOption: string;
  readonly surveyOptionChecked: string;
  readonly surveyOptionInput: string;
  readonly surveyOptions: string;
  readonly surveyProblem: string;
  readonly surveyQuestion: string;
  readonly surveyQuestionProblem: string;
  readonly surveyRating: string;
  readonly surveyRatingValue: string;
  readonly surveyRequired: string;
  readonly surveyText: string;
  readonly surveyTextCount: string;
  readonly surveyTextCountOver: string;
  readonly surveyTextInput: string;
};
export default styles;
