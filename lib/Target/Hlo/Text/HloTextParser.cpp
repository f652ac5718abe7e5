//===- HloTextParser.cpp - Parser of XLA's HLO text
//------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the HLO text lexer and parser. The grammar is XLA's
// (hlo_parser.cc), as described in shared/reference/hlo-formats.md section 4:
//
//   module      ::= ('HloModule' name (',' attr)*)? stack_frames?
//                   computation+
//   stack_frames ::= 'FileNames' (int string)* 'FunctionNames' (int string)*
//                    'FileLocations' (int fields)* 'StackFrames' (int fields)*
//   fields      ::= '{' (name '=' int ','?)* '}'
//   computation ::= 'ENTRY'? name signature? '{' instruction+ '}' (',' attr)*
//   signature   ::= '(' (name ':' shape),* ')' '->' shape
//   instruction ::= 'ROOT'? name '=' shape? opcode '(' operands? ')'
//                   (',' attr)*
//   operand     ::= shape? name | shape? opcode '(' operands? ')'
//   attr        ::= name '=' value
//
// An attribute value is a run of tokens with no white space between them,
// where brackets open balanced groups that may contain white space: that
// covers every value XLA prints (`{1,0}`, `b01f_01io->b01f`, `0_0x1_1`,
// `[2,2]<=[4]`, `{size=3x3 pad=1_1x1_1}`, strings, ...). Its text is kept for
// the importer, which knows how to read each attribute.
//
// An opcode may be XLA's async syntax sugar, a known opcode with `-start`,
// `-update` or `-done`; the parsed module is desugared into explicit
// async-start/update/done over generated computations (HloTextAsync.h).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextParser.h"
#include "xhlo/Target/Hlo/Text/HloTextAsync.h"

#include "xhlo/Dialect/Hlo/IR/HloOpcodes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace xhlo::hlo_text;
using llvm::SMLoc;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Lexer
//===----------------------------------------------------------------------===//

namespace {

enum class Tok {
  Eof,
  Error,
  Ident,  // names, keywords, opcodes; may start with '%'
  Int,    // -?[0-9]+
  Float,  // numbers with '.', an exponent, or -inf/-nan
  String, // "..." or '...'
  LBrace,
  RBrace,
  LParen,
  RParen,
  LSquare,
  RSquare,
  Comma,
  Equal,
  Colon,
  Arrow,  // ->
  LessEq, // <=
  Other,  // any other single character (?, *, #, ...)
};

struct Token {
  Tok kind = Tok::Eof;
  StringRef text;
  /// Whether white space or a comment came before this token.
  bool spaceBefore = false;

  SMLoc loc() const { return SMLoc::getFromPointer(text.data()); }
  bool is(Tok k) const { return kind == k; }
  bool isIdent(StringRef s) const { return kind == Tok::Ident && text == s; }
  /// The identifier without a leading '%'.
  StringRef name() const {
    return text.starts_with("%") ? text.drop_front() : text;
  }
};

class Lexer {
public:
  Lexer(StringRef buffer) : buffer(buffer), pos(buffer.begin()) {}

  Token next() {
    bool space = skipSpaceAndComments();
    Token token = lex();
    token.spaceBefore = space;
    return token;
  }

  /// The error message of the last Error token.
  std::string error;

private:
  bool skipSpaceAndComments() {
    const char *start = pos;
    while (pos != buffer.end()) {
      if (isspace(static_cast<unsigned char>(*pos))) {
        ++pos;
      } else if (startsWith("//")) {
        while (pos != buffer.end() && *pos != '\n')
          ++pos;
      } else if (startsWith("/*")) {
        const char *end = strstrIn(pos + 2, "*/");
        pos = end ? end + 2 : buffer.end();
      } else {
        break;
      }
    }
    return pos != start;
  }

  bool startsWith(StringRef s) const {
    return StringRef(pos, buffer.end() - pos).starts_with(s);
  }

  const char *strstrIn(const char *from, StringRef needle) const {
    size_t at = StringRef(from, buffer.end() - from).find(needle);
    return at == StringRef::npos ? nullptr : from + at;
  }

  static bool isIdentStart(char c) {
    return isalpha(static_cast<unsigned char>(c)) || c == '_';
  }
  static bool isIdentChar(char c) {
    return isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ||
           c == '-';
  }

  Token make(Tok kind, const char *start) {
    return Token{kind, StringRef(start, pos - start), false};
  }

  Token lex() {
    const char *start = pos;
    if (pos == buffer.end())
      return make(Tok::Eof, start);
    char c = *pos;
    // Identifiers: [%]?[a-zA-Z_][a-zA-Z0-9_.-]*, stopping before "->".
    if (isIdentStart(c) ||
        (c == '%' && pos + 1 != buffer.end() && isIdentStart(pos[1]))) {
      ++pos;
      while (pos != buffer.end() && isIdentChar(*pos) &&
             !(*pos == '-' && pos + 1 != buffer.end() && pos[1] == '>'))
        ++pos;
      return make(Tok::Ident, start);
    }
    if (isdigit(static_cast<unsigned char>(c)) ||
        (c == '-' && pos + 1 != buffer.end() &&
         (isdigit(static_cast<unsigned char>(pos[1])) || pos[1] == '.')))
      return lexNumber(start);
    if (c == '-' && (startsWith("-inf") || startsWith("-nan"))) {
      pos += 4;
      // nan(0x...) payloads.
      if (pos != buffer.end() && *pos == '(') {
        const char *close = strstrIn(pos, ")");
        if (close)
          pos = close + 1;
      }
      return make(Tok::Float, start);
    }
    if (c == '"' || c == '\'')
      return lexString(start, c);
    ++pos;
    switch (c) {
    case '{':
      return make(Tok::LBrace, start);
    case '}':
      return make(Tok::RBrace, start);
    case '(':
      return make(Tok::LParen, start);
    case ')':
      return make(Tok::RParen, start);
    case '[':
      return make(Tok::LSquare, start);
    case ']':
      return make(Tok::RSquare, start);
    case ',':
      return make(Tok::Comma, start);
    case '=':
      return make(Tok::Equal, start);
    case ':':
      return make(Tok::Colon, start);
    case '-':
      if (pos != buffer.end() && *pos == '>') {
        ++pos;
        return make(Tok::Arrow, start);
      }
      break;
    case '<':
      if (pos != buffer.end() && *pos == '=') {
        ++pos;
        return make(Tok::LessEq, start);
      }
      break;
    default:
      break;
    }
    return make(Tok::Other, start);
  }

  Token lexNumber(const char *start) {
    if (*pos == '-')
      ++pos;
    bool isFloat = false;
    // Hexadecimal integers (0x...), as in nan payloads and opaque values.
    if (startsWith("0x")) {
      pos += 2;
      while (pos != buffer.end() && isxdigit(static_cast<unsigned char>(*pos)))
        ++pos;
      return make(Tok::Int, start);
    }
    while (pos != buffer.end() && isdigit(static_cast<unsigned char>(*pos)))
      ++pos;
    if (pos != buffer.end() && *pos == '.') {
      isFloat = true;
      ++pos;
      while (pos != buffer.end() && isdigit(static_cast<unsigned char>(*pos)))
        ++pos;
    }
    if (pos != buffer.end() && (*pos == 'e' || *pos == 'E')) {
      const char *save = pos;
      ++pos;
      if (pos != buffer.end() && (*pos == '+' || *pos == '-'))
        ++pos;
      if (pos != buffer.end() && isdigit(static_cast<unsigned char>(*pos))) {
        isFloat = true;
        while (pos != buffer.end() && isdigit(static_cast<unsigned char>(*pos)))
          ++pos;
      } else {
        pos = save;
      }
    }
    return make(isFloat ? Tok::Float : Tok::Int, start);
  }

  Token lexString(const char *start, char quote) {
    ++pos;
    while (pos != buffer.end() && *pos != quote) {
      if (*pos == '\\' && pos + 1 != buffer.end())
        ++pos;
      ++pos;
    }
    if (pos == buffer.end()) {
      error = "unterminated string";
      return make(Tok::Error, start);
    }
    ++pos;
    return make(Tok::String, start);
  }

  StringRef buffer;
  const char *pos;
};

//===----------------------------------------------------------------------===//
// Parser
//===----------------------------------------------------------------------===//

/// XLA's primitive type keywords (shape element types): the names of the
/// element type table's rows.
bool isElementTypeKeyword(StringRef word) {
  static const llvm::StringSet<> keywords = {
#define XHLO_XLA_ELEMENT_TYPE(Enum, name, ...) #name,
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  };
  return keywords.contains(word);
}

class Parser {
public:
  Parser(StringRef buffer, ErrorHandler onError)
      : lexer(buffer), onError(onError) {
    advance();
  }

  std::optional<Module> parseModule();
  std::optional<Shape> parseShapeOnly();

private:
  void advance() {
    previous = tok;
    if (peeked) {
      tok = *peeked;
      peeked.reset();
    } else {
      tok = lexer.next();
    }
  }
  const Token &peek() {
    if (!peeked)
      peeked = lexer.next();
    return *peeked;
  }

  bool fail(SMLoc loc, const llvm::Twine &message) {
    if (!failed)
      onError(loc, message);
    failed = true;
    return false;
  }
  bool fail(const llvm::Twine &message) {
    if (tok.is(Tok::Error))
      return fail(tok.loc(), lexer.error);
    return fail(tok.loc(), message);
  }
  bool expect(Tok kind, StringRef what) {
    if (!tok.is(kind))
      return fail("expected " + what + ", got '" + describe(tok) + "'");
    advance();
    return true;
  }
  static std::string describe(const Token &token) {
    if (token.is(Tok::Eof))
      return "end of input";
    return token.text.str();
  }

  /// A token that starts a shape.
  bool atShape() {
    if (tok.is(Tok::LParen))
      return true;
    if (!tok.is(Tok::Ident))
      return false;
    if (tok.text == "token" || tok.text == "opaque")
      return peek().is(Tok::LSquare);
    if (tok.text == "b")
      return peek().is(Tok::LParen);
    return isElementTypeKeyword(tok.text) && peek().is(Tok::LSquare);
  }

  bool parseShape(Shape &shape);
  bool parseDims(Shape &shape);
  bool parseLayout(Shape &shape);
  bool parseAttributes(std::vector<Attribute> &attributes);
  bool parseAttributeValue(Attribute &attribute);
  bool parseBalancedText(Tok open, Tok close, std::string &text, SMLoc &loc);
  bool parseComputation(Computation &computation);
  bool parseSignature(Computation &computation);
  bool parseInstruction(Computation &computation);
  bool parseOperands(Computation &computation, Instruction &inst);
  bool parseStackFrameTables(StackFrameTables &tables);
  bool parseStackFrameEntries(StringRef section,
                              std::vector<StackFrameTables::Entry> &entries);
  bool parseStackFrameNumber(StringRef section, size_t expected);
  /// Fails at the current token unless it is a known opcode.
  bool checkOpcode();

  Lexer lexer;
  ErrorHandler onError;
  Token tok, previous;
  std::optional<Token> peeked;
  bool failed = false;
  unsigned nestedCounter = 0;
  /// Nesting of tuple shapes and nested operands: deep input is an error,
  /// not a stack overflow.
  unsigned depth = 0;
  static constexpr unsigned kMaxDepth = 64;
  /// Enters one level of nesting; fails past kMaxDepth.
  bool enter() {
    if (++depth <= kMaxDepth)
      return true;
    return fail("nesting deeper than " + llvm::Twine(kMaxDepth) + " levels");
  }
  struct Leave {
    unsigned &depth;
    ~Leave() { --depth; }
  };
};

} // namespace

bool Parser::parseShape(Shape &shape) {
  Leave leave{depth};
  if (!enter())
    return false;
  if (tok.is(Tok::LParen)) {
    shape.kind = Shape::Kind::Tuple;
    advance();
    if (tok.is(Tok::RParen)) {
      advance();
      return true;
    }
    while (true) {
      Shape element;
      if (!parseShape(element))
        return false;
      shape.elements.push_back(std::move(element));
      if (tok.is(Tok::Comma)) {
        advance();
        continue;
      }
      return expect(Tok::RParen, "',' or ')' in a tuple shape");
    }
  }
  if (!tok.is(Tok::Ident))
    return fail("expected a shape, got '" + describe(tok) + "'");
  if (tok.text == "b" && peek().is(Tok::LParen)) {
    shape.kind = Shape::Kind::Buffer;
    advance();
    advance();
    Shape element;
    if (!parseShape(element))
      return false;
    shape.elements.push_back(std::move(element));
    return expect(Tok::RParen, "')' after a buffer's shape");
  }
  if (tok.text == "token" || tok.text == "opaque") {
    shape.kind = tok.text == "token" ? Shape::Kind::Token : Shape::Kind::Opaque;
    shape.elementType = tok.text.str();
    advance();
    return expect(Tok::LSquare, "'['") && expect(Tok::RSquare, "']'");
  }
  if (!isElementTypeKeyword(tok.text))
    return fail("unknown element type '" + tok.text + "'");
  shape.kind = Shape::Kind::Array;
  shape.elementType = tok.text.str();
  advance();
  if (!parseDims(shape))
    return false;
  // A '{' is a layout only when an integer, ':' or '}' follows (XLA's rule),
  // so that `-> f32[2] {` starts a computation body.
  if (tok.is(Tok::LBrace) &&
      (peek().is(Tok::Int) || peek().is(Tok::Colon) ||
       (peek().is(Tok::RBrace) && shape.dimensions.empty())))
    return parseLayout(shape);
  return true;
}

bool Parser::parseDims(Shape &shape) {
  if (!expect(Tok::LSquare, "'[' after an element type"))
    return false;
  if (tok.is(Tok::RSquare)) {
    advance();
    return true;
  }
  bool anyDynamic = false;
  while (true) {
    bool dynamic = false;
    int64_t size;
    if (tok.is(Tok::LessEq)) {
      dynamic = true;
      advance();
    }
    if (tok.is(Tok::Other) && tok.text == "?") {
      dynamic = true;
      size = -1;
      advance();
    } else if (tok.is(Tok::Int)) {
      if (tok.text.getAsInteger(10, size) || size < 0)
        return fail("invalid dimension size '" + tok.text + "'");
      advance();
    } else {
      return fail("expected a dimension size, got '" + describe(tok) + "'");
    }
    if (dynamic && !anyDynamic) {
      // The first dynamic dimension: the ones before it were static.
      shape.dynamicDimensions.assign(shape.dimensions.size(), false);
      anyDynamic = true;
    }
    shape.dimensions.push_back(size);
    if (anyDynamic)
      shape.dynamicDimensions.push_back(dynamic);
    if (tok.is(Tok::Comma)) {
      advance();
      continue;
    }
    return expect(Tok::RSquare, "',' or ']' in dimensions");
  }
}

bool Parser::parseLayout(Shape &shape) {
  SMLoc loc = tok.loc();
  advance(); // '{'
  llvm::SmallVector<int64_t> order;
  while (tok.is(Tok::Int)) {
    int64_t dim;
    if (tok.text.getAsInteger(10, dim))
      return fail("invalid layout dimension '" + tok.text + "'");
    order.push_back(dim);
    advance();
    if (tok.is(Tok::Comma))
      advance();
  }
  if (tok.is(Tok::Colon)) {
    // Tiles, memory space, ...: kept as text up to the closing brace.
    const char *start = tok.text.end();
    int depth = 0;
    while (!tok.is(Tok::Eof) && !(depth == 0 && tok.is(Tok::RBrace))) {
      if (tok.is(Tok::LParen) || tok.is(Tok::LBrace) || tok.is(Tok::LSquare))
        ++depth;
      if (tok.is(Tok::RParen) || tok.is(Tok::RBrace) || tok.is(Tok::RSquare))
        --depth;
      advance();
    }
    shape.layoutExtras =
        StringRef(start, tok.text.begin() - start).trim().str();
  }
  if (!expect(Tok::RBrace, "'}' after a layout"))
    return false;
  if (order.size() != shape.dimensions.size())
    return fail(loc, "layout {" +
                         llvm::join(llvm::map_range(order,
                                                    [](int64_t d) {
                                                      return std::to_string(d);
                                                    }),
                                    ",") +
                         "} has " + llvm::Twine(order.size()) +
                         " dimensions, the shape has " +
                         llvm::Twine(shape.dimensions.size()));
  shape.minorToMajor = std::move(order);
  return true;
}

bool Parser::parseBalancedText(Tok open, Tok close, std::string &text,
                               SMLoc &loc) {
  if (!tok.is(open))
    return fail("expected '('");
  const char *start = tok.text.end();
  loc = SMLoc::getFromPointer(start);
  advance();
  int depth = 0;
  while (!(depth == 0 && tok.is(close))) {
    if (tok.is(Tok::Eof) || tok.is(Tok::Error))
      return fail("unbalanced brackets");
    if (tok.is(Tok::LParen) || tok.is(Tok::LBrace) || tok.is(Tok::LSquare))
      ++depth;
    if (tok.is(Tok::RParen) || tok.is(Tok::RBrace) || tok.is(Tok::RSquare))
      --depth;
    advance();
  }
  text = StringRef(start, tok.text.begin() - start).trim().str();
  advance();
  return true;
}

bool Parser::parseAttributeValue(Attribute &attribute) {
  attribute.valueLoc = tok.loc();
  // custom-call's `literal=s32[] 1`: a shape, a space, then the literal.
  if (attribute.name == "literal" && atShape()) {
    Shape shape;
    if (!parseShape(shape))
      return false;
  }
  int depth = 0;
  bool first = true;
  while (true) {
    if (tok.is(Tok::Eof) || tok.is(Tok::Error)) {
      if (depth != 0 || first)
        return fail("unterminated value of attribute '" + attribute.name + "'");
      break;
    }
    // A '{' never starts anything after an attribute, so it continues the
    // value even after a space (`replica_groups=mesh[...] {'axis_1'}`).
    bool continues = tok.is(Tok::LBrace);
    if (!first && depth == 0 &&
        ((tok.spaceBefore && !continues) || tok.is(Tok::Comma) ||
         tok.is(Tok::RBrace) || tok.is(Tok::RParen) || tok.is(Tok::RSquare)))
      break;
    if (tok.is(Tok::LParen) || tok.is(Tok::LBrace) || tok.is(Tok::LSquare))
      ++depth;
    if (tok.is(Tok::RParen) || tok.is(Tok::RBrace) || tok.is(Tok::RSquare)) {
      if (depth == 0)
        break;
      --depth;
    }
    first = false;
    advance();
  }
  if (first)
    return fail("expected a value for attribute '" + attribute.name + "'");
  attribute.value =
      StringRef(attribute.valueLoc.getPointer(),
                previous.text.end() - attribute.valueLoc.getPointer())
          .str();
  return true;
}

bool Parser::parseAttributes(std::vector<Attribute> &attributes) {
  while (tok.is(Tok::Comma)) {
    advance();
    if (!tok.is(Tok::Ident))
      return fail("expected an attribute name, got '" + describe(tok) + "'");
    Attribute attribute;
    attribute.name = tok.text.str();
    attribute.loc = tok.loc();
    advance();
    if (!expect(Tok::Equal,
                "'=' after attribute name '" + attribute.name + "'"))
      return false;
    if (!parseAttributeValue(attribute))
      return false;
    attributes.push_back(std::move(attribute));
  }
  return true;
}

bool Parser::parseOperands(Computation &computation, Instruction &inst) {
  Leave leave{depth};
  if (!enter())
    return false;
  if (!expect(Tok::LParen, "'(' before operands"))
    return false;
  if (tok.is(Tok::RParen)) {
    advance();
    return true;
  }
  while (true) {
    Operand operand;
    operand.loc = tok.loc();
    if (atShape()) {
      operand.shape = std::make_unique<Shape>();
      if (!parseShape(*operand.shape))
        return false;
    }
    if (!tok.is(Tok::Ident))
      return fail("expected an operand name, got '" + describe(tok) + "'");
    if (peek().is(Tok::LParen)) {
      // A nested anonymous instruction: `add(f32[] multiply(a, b), c)`.
      if (!checkOpcode())
        return false;
      Instruction nested;
      nested.loc = tok.loc();
      nested.opcode = tok.text.str();
      if (operand.shape)
        nested.shape = *operand.shape;
      nested.name =
          nested.opcode + ".nested." + std::to_string(nestedCounter++);
      advance();
      if (nested.opcode == "constant" || nested.opcode == "parameter") {
        if (!parseBalancedText(Tok::LParen, Tok::RParen, nested.literal,
                               nested.literalLoc))
          return false;
      } else if (!parseOperands(computation, nested)) {
        return false;
      }
      operand.name = nested.name;
      computation.instructions.push_back(std::move(nested));
    } else {
      operand.name = tok.name().str();
      advance();
    }
    inst.operands.push_back(std::move(operand));
    if (tok.is(Tok::Comma)) {
      advance();
      continue;
    }
    return expect(Tok::RParen, "',' or ')' after an operand");
  }
}

bool Parser::parseInstruction(Computation &computation) {
  Instruction inst;
  inst.loc = tok.loc();
  if (tok.isIdent("ROOT")) {
    inst.isRoot = true;
    advance();
  }
  if (!tok.is(Tok::Ident))
    return fail("expected an instruction name, got '" + describe(tok) + "'");
  inst.name = tok.name().str();
  advance();
  if (!expect(Tok::Equal, "'=' after instruction name '" + inst.name + "'"))
    return false;
  if (atShape()) {
    inst.shape.emplace();
    if (!parseShape(*inst.shape))
      return false;
  }
  if (!tok.is(Tok::Ident))
    return fail("expected an opcode, got '" + describe(tok) + "'");
  if (!inst.shape && peek().is(Tok::LSquare))
    return fail("unknown element type '" + tok.text + "'");
  if (!checkOpcode())
    return false;
  inst.opcode = tok.text.str();
  advance();
  if (inst.opcode == "constant") {
    if (!parseBalancedText(Tok::LParen, Tok::RParen, inst.literal,
                           inst.literalLoc))
      return false;
  } else if (inst.opcode == "parameter") {
    SMLoc loc = tok.loc();
    if (!parseBalancedText(Tok::LParen, Tok::RParen, inst.literal,
                           inst.literalLoc))
      return false;
    int64_t number;
    if (StringRef(inst.literal).getAsInteger(10, number) || number < 0)
      return fail(loc,
                  "expected a parameter number, got '" + inst.literal + "'");
    inst.parameterNumber = number;
  } else if (!parseOperands(computation, inst)) {
    return false;
  }
  if (!parseAttributes(inst.attributes))
    return false;
  computation.instructions.push_back(std::move(inst));
  return true;
}

bool Parser::parseSignature(Computation &computation) {
  advance(); // '('
  if (!tok.is(Tok::RParen)) {
    while (true) {
      if (!tok.is(Tok::Ident))
        return fail("expected a parameter name, got '" + describe(tok) + "'");
      std::string name = tok.name().str();
      advance();
      if (!expect(Tok::Colon, "':' after parameter name"))
        return false;
      Shape shape;
      if (!parseShape(shape))
        return false;
      computation.parameters.emplace_back(std::move(name), std::move(shape));
      if (tok.is(Tok::Comma)) {
        advance();
        continue;
      }
      break;
    }
  }
  if (!expect(Tok::RParen, "')' after parameters") ||
      !expect(Tok::Arrow, "'->' before the result shape"))
    return false;
  computation.resultShape.emplace();
  return parseShape(*computation.resultShape);
}

bool Parser::parseComputation(Computation &computation) {
  computation.loc = tok.loc();
  if (tok.isIdent("ENTRY")) {
    computation.isEntry = true;
    advance();
  }
  if (!tok.is(Tok::Ident))
    return fail("expected a computation name, got '" + describe(tok) + "'");
  computation.name = tok.name().str();
  advance();
  if (tok.is(Tok::LParen) && !parseSignature(computation))
    return false;
  if (!expect(Tok::LBrace,
              "'{' to start computation '" + computation.name + "'"))
    return false;
  while (!tok.is(Tok::RBrace)) {
    if (tok.is(Tok::Eof))
      return fail("expected '}' to end computation '" + computation.name + "'");
    if (!parseInstruction(computation))
      return false;
  }
  if (computation.instructions.empty())
    return fail("computation '" + computation.name + "' has no instructions");
  advance(); // '}'
  if (!parseAttributes(computation.attributes))
    return false;
  // The ROOT, or the last instruction.
  computation.rootIndex = computation.instructions.size() - 1;
  size_t roots = 0;
  for (auto [index, inst] : llvm::enumerate(computation.instructions)) {
    if (!inst.isRoot)
      continue;
    if (++roots > 1)
      return fail(inst.loc, "computation '" + computation.name +
                                "' has more than one ROOT");
    computation.rootIndex = index;
  }
  return true;
}

std::optional<Module> Parser::parseModule() {
  Module module;
  module.loc = tok.loc();
  if (tok.isIdent("HloModule")) {
    advance();
    if (!tok.is(Tok::Ident)) {
      fail("expected a module name, got '" + describe(tok) + "'");
      return std::nullopt;
    }
    module.name = tok.name().str();
    advance();
    // The old header form `HloModule name:`.
    if (tok.is(Tok::Colon))
      advance();
    if (!parseAttributes(module.attributes))
      return std::nullopt;
  }
  if (tok.isIdent("FileNames")) {
    module.stackFrames.emplace();
    if (!parseStackFrameTables(*module.stackFrames))
      return std::nullopt;
  }
  size_t entries = 0;
  while (!tok.is(Tok::Eof)) {
    if (tok.is(Tok::Error)) {
      fail(lexer.error);
      return std::nullopt;
    }
    Computation computation;
    if (!parseComputation(computation))
      return std::nullopt;
    if (computation.isEntry) {
      if (++entries > 1) {
        fail(computation.loc, "more than one ENTRY computation");
        return std::nullopt;
      }
      module.entryIndex = module.computations.size();
    }
    module.computations.push_back(std::move(computation));
  }
  if (module.computations.empty()) {
    fail(tok.loc(), "expected at least one computation");
    return std::nullopt;
  }
  if (entries == 0)
    module.entryIndex = module.computations.size() - 1;
  if (module.name.empty())
    module.name = "module_" + module.computations[module.entryIndex].name;
  return module;
}

bool Parser::checkOpcode() {
  // XLA's async syntax sugar (`custom-call-start`) is desugared after
  // parsing (HloTextAsync.h).
  if (xhlo::hlo::isKnownHloOpcode(tok.text) || splitAsyncOpcode(tok.text))
    return true;
  std::string suggestion = suggestHloOpcode(tok.text);
  return fail("unknown opcode '" + tok.text + "'" +
              (suggestion.empty() ? std::string()
                                  : "; did you mean '" + suggestion + "'?"));
}

bool Parser::parseStackFrameNumber(StringRef section, size_t expected) {
  // XLA prints each entry's 1-based position before it (and its parser
  // skips it); a different number means the references would be misread.
  int64_t number;
  if (tok.text.getAsInteger(10, number) ||
      number != static_cast<int64_t>(expected))
    return fail("expected entry " + llvm::Twine(expected) + " of " + section +
                ", got '" + tok.text + "'");
  advance();
  return true;
}

bool Parser::parseStackFrameEntries(
    StringRef section, std::vector<StackFrameTables::Entry> &entries) {
  if (!tok.isIdent(section))
    return fail("expected '" + section + "' after the stack-frame tables' " +
                "previous section, got '" + describe(tok) + "'");
  advance();
  while (tok.is(Tok::Int)) {
    if (!parseStackFrameNumber(section, entries.size() + 1))
      return false;
    StackFrameTables::Entry entry;
    entry.loc = tok.loc();
    if (!expect(Tok::LBrace, "'{' to start a " + section.str() + " entry"))
      return false;
    while (!tok.is(Tok::RBrace)) {
      if (!tok.is(Tok::Ident))
        return fail("expected a field name in a " + section + " entry, got '" +
                    describe(tok) + "'");
      std::string name = tok.text.str();
      advance();
      if (!expect(Tok::Equal, "'=' after '" + name + "'"))
        return false;
      int64_t value;
      if (!tok.is(Tok::Int) || tok.text.getAsInteger(10, value) ||
          value != static_cast<int32_t>(value))
        return fail("expected a 32-bit integer for '" + name + "', got '" +
                    describe(tok) + "'");
      for (auto &field : entry.fields)
        if (std::get<0>(field) == name)
          return fail("field '" + name + "' is given more than once");
      entry.fields.emplace_back(name, value, tok.loc());
      advance();
      if (tok.is(Tok::Comma))
        advance();
    }
    advance(); // '}'
    entries.push_back(std::move(entry));
  }
  return true;
}

bool Parser::parseStackFrameTables(StackFrameTables &tables) {
  tables.loc = tok.loc();
  advance(); // FileNames
  auto strings = [&](StringRef section, auto &out) {
    while (tok.is(Tok::Int)) {
      if (!parseStackFrameNumber(section, out.size() + 1))
        return false;
      if (!tok.is(Tok::String))
        return fail("expected a quoted name in " + section + ", got '" +
                    describe(tok) + "'");
      out.emplace_back(tok.text.str(), tok.loc());
      advance();
    }
    return true;
  };
  if (!strings("FileNames", tables.fileNames))
    return false;
  if (!tok.isIdent("FunctionNames"))
    return fail("expected 'FunctionNames' after 'FileNames', got '" +
                describe(tok) + "'");
  advance();
  return strings("FunctionNames", tables.functionNames) &&
         parseStackFrameEntries("FileLocations", tables.fileLocations) &&
         parseStackFrameEntries("StackFrames", tables.stackFrames);
}

std::string xhlo::hlo_text::suggestHloOpcode(StringRef opcode) {
  // The closest opcode by edit distance, when it is close enough to be a
  // typo (at most a third of the word, and at most 3 edits).
  unsigned limit =
      std::min<unsigned>(3, std::max<size_t>(1, opcode.size() / 3));
  StringRef best;
  unsigned bestDistance = limit + 1;
  for (const xhlo::hlo::HloOpcodeInfo &info : xhlo::hlo::getHloOpcodes()) {
    unsigned distance = opcode.edit_distance(info.opcode, true, limit);
    if (distance < bestDistance) {
      best = info.opcode;
      bestDistance = distance;
    }
  }
  return best.str();
}

std::optional<Shape> Parser::parseShapeOnly() {
  Shape shape;
  if (!parseShape(shape))
    return std::nullopt;
  if (!tok.is(Tok::Eof)) {
    fail("unexpected '" + describe(tok) + "' after a shape");
    return std::nullopt;
  }
  return shape;
}

std::optional<Module> xhlo::hlo_text::parseModule(llvm::SourceMgr &sourceMgr,
                                                  unsigned bufferId,
                                                  ErrorHandler onError) {
  StringRef buffer = sourceMgr.getMemoryBuffer(bufferId)->getBuffer();
  Parser parser(buffer, onError);
  std::optional<Module> module = parser.parseModule();
  if (!module || !desugarAsyncOps(*module, onError))
    return std::nullopt;
  module->buffer = buffer;
  return module;
}

std::optional<Shape> xhlo::hlo_text::parseShape(StringRef text, SMLoc,
                                                ErrorHandler onError) {
  Parser parser(text, onError);
  return parser.parseShapeOnly();
}
